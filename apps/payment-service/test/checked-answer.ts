import type { RpcContract } from '@eventdesk/contracts';

/**
 * An answer as JSON after the caller's check (`RpcClient.call`): the gateway hands several answers to the browser
 * as checked, so this must equal `JSON.stringify(answer)` — no key dropped, none moved.
 */
export function checkedAnswerJson(contract: RpcContract, answer: unknown): string {
  return JSON.stringify(contract.response.parse(answer));
}
