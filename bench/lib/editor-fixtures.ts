/// <reference lib="dom" />
import sharp from 'sharp';
import { quizSetPayload } from './payload.ts';
import { api } from './server.ts';

/** Fixtures of bench/editor.ts (issue 3 "Performance"): 20 rich cards with images, and a photo. */

const CARDS = 20;

async function uploadImage(origin: string, cookie: string, image: Buffer, type: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(image)], { type }), 'image');
  const response = await fetch(`${origin}/api/quizsets/image`, {
    method: 'POST',
    headers: { cookie, origin },
    body: form,
  });
  if (!response.ok) throw new Error(`image upload: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { imageUrl: string } }).data.imageUrl;
}

/** A quiz set of 20 cards, each with highlight, underline, a blockquote, a formula and its own image. */
export async function createRichQuizSet(origin: string, cookie: string): Promise<string> {
  const buildData = await api<{ data: { templates: { templateId: string; templatePlanType: string }[] } }>(
    origin,
    cookie,
    'GET',
    '/api/quiz-builder/build-data',
  );
  const template =
    buildData.data.templates.find((t) => t.templatePlanType === 'FREE') ?? buildData.data.templates[0]!;
  const payload = quizSetPayload(template.templateId, CARDS, 'Editor benchmark');
  for (const [index, quiz] of payload.quizList.entries()) {
    const png = await sharp({
      create: { width: 400, height: 300, channels: 3, background: { r: index * 12, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();
    quiz.imageUrl = await uploadImage(origin, cookie, png, 'image/png');
    const data =
      quiz.type === 'multiple' ? quiz.multipleData : quiz.type === 'ox' ? quiz.oxData : quiz.subjectiveData;
    data.questionRichText =
      `<p><mark data-color="yellow">Question ${index + 1}</mark>: which <u>planet</u> is red? ` +
      '<span data-type="math" data-latex="E=mc^2"></span></p><blockquote><p>Think of Mars.</p></blockquote>';
  }
  const created = await api<{ data: { id: string } }>(origin, cookie, 'POST', '/api/quizsets', payload);
  return created.data.id;
}

/**
 * A photo-like ~3 MB JPEG, 2000×1500: smooth colour waves plus grain (pure noise would be no photo and
 * cannot reach 0.1 MB without drastic downscaling). Quality is lowered until the file is ≤ 2.95 MB.
 */
export async function noisyPhoto(): Promise<{ buffer: Buffer; width: number; height: number }> {
  const width = 2000;
  const height = 1500;
  const raw = Buffer.alloc(width * height * 3);
  const grain = () => (Math.random() - 0.5) * 72;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = Math.max(0, Math.min(255, 128 + 100 * Math.sin(x / 97) + grain()));
      raw[i + 1] = Math.max(0, Math.min(255, 128 + 100 * Math.cos(y / 61) + grain()));
      raw[i + 2] = Math.max(0, Math.min(255, (x + y) / 14 + grain()));
    }
  }
  for (let quality = 98; quality >= 60; quality -= 2) {
    const buffer = await sharp(raw, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (buffer.length <= 2.95 * 1024 * 1024) return { buffer, width, height };
  }
  throw new Error('could not make a photo under 3 MB');
}
