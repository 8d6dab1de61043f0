import { z } from 'zod';
import { defineRpc } from '../../common/rpc-contract';
import {
  attendanceStats,
  attendanceView,
  qrCodeResponse,
  undoCheckInResponse,
} from '../http/attendance-view';
import { scanResponse } from '../http/scan';
import { attendancePatterns, byRefQuery, qrPngResponse, scanCommand, undoCheckInCommand } from './patterns';

/** Every RPC the attendance service serves, with what is sent and what comes back. */
export const attendanceRpcs = {
  scan: defineRpc(attendancePatterns.scan, scanCommand, scanResponse),
  undoCheckIn: defineRpc(attendancePatterns.undoCheckIn, undoCheckInCommand, undoCheckInResponse),
  stats: defineRpc(attendancePatterns.stats, z.object({}), attendanceStats),
  getByRef: defineRpc(attendancePatterns.getByRef, byRefQuery, attendanceView),
  qrCode: defineRpc(attendancePatterns.qrCode, byRefQuery, qrCodeResponse),
  qrPng: defineRpc(attendancePatterns.qrPng, byRefQuery, qrPngResponse),
};
