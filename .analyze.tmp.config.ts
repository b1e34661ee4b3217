import { defineConfig, mergeConfig } from 'vite';
import base from '/work/main/vite.config.ts';
import fs from 'node:fs';
export default mergeConfig(base, defineConfig({
  root: '/work/main/renderer',
  plugins: [{
    name: 'analyze',
    generateBundle(_o, bundle) {
      const out: any = {};
      for (const [f, c] of Object.entries(bundle) as any) {
        if (c.type !== 'chunk') continue;
        const mods = Object.entries(c.modules).map(([id, m]: any) => [id.replace(/.*node_modules\//, 'nm:').replace('/work/main/', ''), m.renderedLength]).sort((a: any, b: any) => b[1] - a[1]);
        out[f] = { isEntry: c.isEntry, imports: c.imports, dynamicImports: c.dynamicImports, size: c.code.length, mods };
      }
      fs.writeFileSync('/tmp/an/chunks.json', JSON.stringify(out, null, 1));
    },
  }],
}));
