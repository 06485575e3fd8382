import type { ConnectorInfo } from '@site/shared/contract';
import { svgDataUrl } from '../connector/svg-icon.js';
import { textIn } from './plugin-definition.js';
import type { PluginRegistry } from './plugin-registry.js';

/** GET connector/info's buttons from connector plugins that are switched on (after the admin's own connectors). */
export async function pluginConnectorInfo(registry: PluginRegistry, lang: string): Promise<ConnectorInfo> {
  return (await registry.enabledOfType('connector')).flatMap((p) =>
    p.connector ? [{ name: textIn(p.connector.name, lang), icon: svgDataUrl(p.connector.icon), link: p.connector.link }] : [],
  );
}
