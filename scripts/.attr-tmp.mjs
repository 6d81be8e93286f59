import fs from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
import { gzipSync } from 'node:zlib';
const file = process.argv[2];
const code = fs.readFileSync(file, 'utf8');
const map = JSON.parse(fs.readFileSync(file + '.map', 'utf8'));
const c = new SourceMapConsumer(map);
const lines = code.split('\n');
const bySrc = {};
const textBySrc = {};
let prev = null;
const mappings = [];
c.eachMapping(m => mappings.push(m));
mappings.sort((a,b)=> a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
for (let i=0;i<mappings.length;i++){
  const m = mappings[i], n = mappings[i+1];
  const line = lines[m.generatedLine-1];
  const end = n && n.generatedLine===m.generatedLine ? n.generatedColumn : line.length;
  const src = (m.source||'?').replace(/.*node_modules\//,'nm/').replace(process.env.FULL?/^$/:/^(nm\/(@[^/]+\/)?[^/]+).*/,'$1');
  const t = line.slice(m.generatedColumn,end);
  bySrc[src]=(bySrc[src]||0)+t.length;
  textBySrc[src]=(textBySrc[src]||'')+t;
}
const rows = Object.entries(textBySrc).map(([s,t])=>[s,t.length,gzipSync(t).length]).sort((a,b)=>b[1]-a[1]);
for (const r of rows.slice(0,+process.argv[3]||40)) console.log(String(r[1]).padStart(8), String(r[2]).padStart(7), r[0]);
