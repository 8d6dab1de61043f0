// Moved to @eventdesk/testing (the services' int tests answer RPCs on a private NATS too).
export { StandInError, startRpcStandIn, type RpcStandIn, type StandInCall } from '@eventdesk/testing';
