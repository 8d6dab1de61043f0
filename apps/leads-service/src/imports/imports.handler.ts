import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  leadsRpcs,
  type FileChunkAck,
  type FileChunkCommand,
  type ImportLeadFileCommand,
  type LeadImportResult,
  type LeadImportsCommand,
  type LeadImportsResponse,
  type UndoLeadImportCommand,
  type UndoLeadImportResponse,
} from '@eventdesk/contracts';
import { RpcHandler } from '@eventdesk/server-kit';
import { ImportsService } from './imports.service';

/** Thin RPC edge: parse the contract, call the service. */
@Controller()
export class ImportsHandler {
  constructor(private readonly imports: ImportsService) {}

  @RpcHandler(leadsRpcs.stageFileChunk)
  stageFileChunk(@Payload() chunk: FileChunkCommand): Promise<FileChunkAck> {
    return this.imports.stageChunk(chunk);
  }

  @RpcHandler(leadsRpcs.importFile)
  importFile(@Payload() command: ImportLeadFileCommand): Promise<LeadImportResult> {
    return this.imports.importFile(command);
  }

  @RpcHandler(leadsRpcs.imports)
  list(@Payload() command: LeadImportsCommand): Promise<LeadImportsResponse> {
    return this.imports.list(command);
  }

  @RpcHandler(leadsRpcs.undoImport)
  undo(@Payload() command: UndoLeadImportCommand): Promise<UndoLeadImportResponse> {
    return this.imports.undo(command);
  }
}
