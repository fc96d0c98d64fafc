export * from './constants';
export * from './category';
export * from './ids';
export * from './questions';
export * from './quiz-set';
