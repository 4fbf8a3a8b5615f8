export * from './money';
export * from './date';
export * from './result-number';
export * from './badge';
export * from './alert-text';
