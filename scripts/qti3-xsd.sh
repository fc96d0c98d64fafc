#!/usr/bin/env bash
# Puts the 1EdTech QTI 3.0 XSDs (with the W3C schemas they import) into a folder for the QTI 3.0 export
# test (apps/server/test/import-export.test.ts reads QTI3_XSD_DIR). No npm or Debian package ships
# them, so they come from the copy in oat-sa/qti-sdk (GPL-2.0, kept OUT of this repo), pinned to one
# commit. That copy's MathML 3 and SSML 1.1 schemas declare the 2010 namespaces, while QTI 3.0 items
# use MathML's http://www.w3.org/1998/Math/MathML and SSML's http://www.w3.org/2001/10/synthesis
# (the ones the ASI schema imports): they are renamed here.
#
# Usage: scripts/qti3-xsd.sh [folder]   (default: $QTI3_XSD_DIR, else /tmp/qti-xsd). Prints the folder
# on success. The copy comes from QTI_SDK_GIT_DIR when it is set: a git directory of oat-sa/qti-sdk
# already on this machine (a snapshot brought by the search tool's fetch, which may lack its largest
# blobs: those files are skipped, and the two schemas the test reads import none of them). Otherwise
# it is fetched from github.com (QTI_SDK_URL), which needs the network.
set -euo pipefail
dest="${1:-${QTI3_XSD_DIR:-/tmp/qti-xsd}}"
commit="${QTI_SDK_COMMIT:-634a9b89f3c58e37722be0906898d3da2459a2df}"
schemes=src/qtism/data/storage/xml/schemes

rm -rf "$dest"
mkdir -p "$dest"
if [ -n "${QTI_SDK_GIT_DIR:-}" ]; then
  # Blob by blob from the local git directory: `git archive` stops at the first absent blob.
  git --git-dir="$QTI_SDK_GIT_DIR" ls-tree -r "$commit" "$schemes/" |
    while read -r _mode _type blob file; do
      git --git-dir="$QTI_SDK_GIT_DIR" cat-file -e "$blob" 2>/dev/null || continue
      out="$dest/${file#"$schemes"/}"
      mkdir -p "$(dirname "$out")"
      git --git-dir="$QTI_SDK_GIT_DIR" cat-file blob "$blob" >"$out"
    done
else
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
  git -C "$work" init -q
  git -C "$work" remote add origin "${QTI_SDK_URL:-https://github.com/oat-sa/qti-sdk.git}"
  git -C "$work" config core.sparseCheckout true
  echo "$schemes/" >"$work/.git/info/sparse-checkout"
  git -C "$work" fetch -q --depth 1 --filter=blob:none origin "$commit"
  git -C "$work" checkout -q FETCH_HEAD
  cp -R "$work/$schemes/." "$dest/"
fi
grep -rlZ -e 'http://www.w3.org/2010/Math/MathML' -e 'http://www.w3.org/2010/10/synthesis' "$dest" |
  xargs -0 sed -i \
    -e 's#http://www.w3.org/2010/Math/MathML#http://www.w3.org/1998/Math/MathML#g' \
    -e 's#http://www.w3.org/2010/10/synthesis#http://www.w3.org/2001/10/synthesis#g'
for file in qtiv3p0/imsqti_asiv3p0_sbacv1p0_v1p0.xsd qtiv3p0/imsqtiv3p0_imscpv1p2_v1p0.xsd; do
  [ -s "$dest/$file" ] || { echo "qti3-xsd: $file missing after checkout" >&2; exit 1; }
done
echo "$dest"
