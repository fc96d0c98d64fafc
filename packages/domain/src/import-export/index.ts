export * from './formats';
export * from './formulas';
export * from './import-result';
export * from './import-split';
export * from './not-imported-reasons';
