export * from './smtp-sink';
export * from './whatsapp-sink';
export * from './graph-api-stand-in';
