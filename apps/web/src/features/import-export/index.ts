export { ExportMenu } from './components/export-menu';
export { ImportEntry } from './components/import-entry';
