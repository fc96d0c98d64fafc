export * from './phases';
export * from './scoring';
export * from './settings';
export * from './wire';
