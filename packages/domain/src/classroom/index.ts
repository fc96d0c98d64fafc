export * from './add-on-context';
export * from './assignment';
export * from './constants';
export * from './failure';
export * from './grade';
export * from './teacher-view-wire';
