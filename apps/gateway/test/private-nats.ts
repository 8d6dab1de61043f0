// Moved to @eventdesk/testing (the services' int tests answer RPCs on a private NATS too).
export { spyOnRpc, startPrivateNats, type PrivateNats, type RpcSpy } from '@eventdesk/testing';
