import { z } from 'zod';
import { defineRpc } from '../../common/rpc-contract';
import { eventSettings, publicEventSettings } from '../http/event-settings';
import { settingsPatterns, updateSettingsCommand } from './patterns';

/** The event-settings RPCs (served by the registration service), with what is sent and what comes back. */
export const settingsRpcs = {
  getPublic: defineRpc(settingsPatterns.getPublic, z.object({}), publicEventSettings),
  get: defineRpc(settingsPatterns.get, z.object({}), eventSettings),
  update: defineRpc(settingsPatterns.update, updateSettingsCommand, eventSettings),
};
