import './nativeModules';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database';
import type { ServerModule } from '@artel/sdk/server';
import { buildApp } from '../../src/app';
import { testConfig } from './testApp';
import { bearer, register, type SignedIn } from './users';

/**
 * A built front end for one test file holding only `static/modules/<id>/module.json` per manifest, as the
 * build writes them, so the catalog holds exactly these bundled modules. Returns the static folder.
 */
export function writeModuleDescriptors(manifests: Array<Record<string, unknown> & { id: string }>): string {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'artel-marketplace-'));
  for (const manifest of manifests) {
    const folder = path.join(directory, 'static/modules', manifest.id);
    fs.mkdirSync(folder, { recursive: true });
    const descriptor = {
      manifest: { name: manifest.id, version: '1.0.0', path: `/modules/${manifest.id}`, ...manifest },
      url: `/static/modules/${manifest.id}/${manifest.id}.0123456789abcdef.js`,
      integrity: `sha384-fixture-${manifest.id}`,
    };
    fs.writeFileSync(path.join(folder, 'module.json'), JSON.stringify(descriptor));
  }
  return directory;
}

/** An app whose catalog is exactly the given bundled modules (plus developer uploads the test makes). */
export function createMarketplaceApp(database: Database, staticDir: string, serverModules: ServerModule[] = []): Promise<FastifyInstance> {
  return buildApp({ config: testConfig({ staticDir, extraModulesDir: undefined }), database, serverModules });
}

export interface Caller {
  signedIn: SignedIn;
  workspaceId: string;
  headers: Record<string, string>;
}

/** A new user with their personal workspace named in X-Workspace-ID. */
export async function newCaller(app: FastifyInstance, name?: string): Promise<Caller> {
  const signedIn = await register(app, name ? { name } : {});
  const workspaceId = signedIn.user.preferredWorkspaceId!;
  return { signedIn, workspaceId, headers: { ...bearer(signedIn.access_token), 'x-workspace-id': workspaceId } };
}

/** The same user acting in another workspace. */
export function inWorkspace(caller: Caller, workspaceId: string): Caller {
  return { ...caller, workspaceId, headers: { ...caller.headers, 'x-workspace-id': workspaceId } };
}

/** A minimal SystemJS bundle of a module, base64 for the developer upload. */
export function systemBundle(id: string, marker = ''): string {
  const source = `System.register([], function (_export) {
  return {
    execute: function () {
      _export({ definition: { id: ${JSON.stringify(id)} }, install: function () {}, marker: ${JSON.stringify(marker)} });
    },
  };
});\n`;
  return Buffer.from(source).toString('base64');
}
