export * from './constants';
export * from './room';
export * from './auth';
export * from './rooms';
