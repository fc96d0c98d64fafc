export * from './answer-matching';
export * from './results-wire';
export * from './room';
export * from './room-rules';
export * from './room-wire';
export * from './shuffle';
export * from './teams';
export * from './tutor';
