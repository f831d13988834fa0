import sharp from 'sharp';
const [file, top, height, out] = process.argv.slice(2);
const img = sharp(file); const m = await img.metadata();
console.log(m.width, m.height);
await sharp(file).extract({ left: 0, top: Number(top), width: m.width, height: Math.min(Number(height), m.height - Number(top)) }).toFile(out);
