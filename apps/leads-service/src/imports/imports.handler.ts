import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  fileChunkCommand,
  importLeadFileCommand,
  leadImportsCommand,
  leadsPatterns,
  undoLeadImportCommand,
  type FileChunkAck,
  type LeadImportResult,
  type LeadImportsResponse,
  type UndoLeadImportResponse,
} from '@eventdesk/contracts';
import { ImportsService } from './imports.service';

/** Thin RPC edge: parse the contract, call the service. */
@Controller()
export class ImportsHandler {
  constructor(private readonly imports: ImportsService) {}

  @MessagePattern(leadsPatterns.stageFileChunk)
  stageFileChunk(@Payload() payload: unknown): Promise<FileChunkAck> {
    return this.imports.stageChunk(fileChunkCommand.parse(payload));
  }

  @MessagePattern(leadsPatterns.importFile)
  importFile(@Payload() payload: unknown): Promise<LeadImportResult> {
    return this.imports.importFile(importLeadFileCommand.parse(payload));
  }

  @MessagePattern(leadsPatterns.imports)
  list(@Payload() payload: unknown): Promise<LeadImportsResponse> {
    return this.imports.list(leadImportsCommand.parse(payload));
  }

  @MessagePattern(leadsPatterns.undoImport)
  undo(@Payload() payload: unknown): Promise<UndoLeadImportResponse> {
    return this.imports.undo(undoLeadImportCommand.parse(payload));
  }
}
