import * as esbuild from 'esbuild';
const entry = process.argv[2];
const r = await esbuild.build({ entryPoints: [entry], bundle: true, write: false, metafile: true, format: 'esm', splitting: true, outdir: '/tmp/esout', jsx: 'automatic', loader: { '.svg': 'text', '.png': 'file', '.css': 'empty', '.json':'json' }, logLevel: 'silent', resolveExtensions: ['.mjs','.js','.mts','.ts','.jsx','.tsx','.json'], external: ['*.css'] });
const inputs = r.metafile.inputs;
// BFS over static imports only
const parent = new Map([[Object.keys(inputs).find(k=>k.endsWith(entry.replace(/^\.\//,'')))||entry, null]]);
const q=[...parent.keys()];
while(q.length){const f=q.shift(); for(const i of inputs[f]?.imports??[]){ if(i.kind!=='import-statement') continue; if(!parent.has(i.path)){parent.set(i.path,f); q.push(i.path);} }}
const targets = process.argv.slice(3);
for (const t of targets) { const hit=[...parent.keys()].filter(k=>k.includes(t)); for(const h of hit.slice(0,2)){ const chain=[]; let c=h; while(c){chain.push(c); c=parent.get(c);} console.log('---',t,'\n  '+chain.reverse().join('\n  ')); } }
console.log('static modules:', parent.size, 'web src:', [...parent.keys()].filter(k=>k.startsWith('src/')).length);
