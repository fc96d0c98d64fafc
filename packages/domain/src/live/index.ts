export * from './phases';
export * from './player-view';
export * from './scoring';
export * from './settings';
export * from './wire';
