export * from './answer-matching';
export * from './room';
export * from './shuffle';
export * from './tutor';
