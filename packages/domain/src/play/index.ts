export * from './answer-matching';
export * from './shuffle';
