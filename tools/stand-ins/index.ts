export * from './smtp-sink';
export * from './whatsapp-sink';
