export * from './answer-matching';
export * from './room';
export * from './room-wire';
export * from './shuffle';
export * from './tutor';
