export * from './enums';
export * from './catalog';
export * from './places';
export * from './users';
export * from './assets';
export * from './boats';
export * from './auth';
export * from './mail';
