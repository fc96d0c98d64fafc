/** Public surface of the hint feature (issue 3 "Hint"). */
export { HintEditor, type HintEditorProps } from './components/hint-editor';
export { HintView } from './components/hint-view';
export { YoutubePreview } from './components/youtube-preview';
export { addHint, liveHintFailure, pruneHint, setHintValue, switchHintType } from './lib/hint-edits';
