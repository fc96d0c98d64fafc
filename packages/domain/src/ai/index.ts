export type * from './capabilities';
export * from './constants';
export * from './requests';
