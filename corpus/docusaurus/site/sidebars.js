// The guide pages in the model's order, after the docs index.
const fs = require('node:fs');
const path = require('node:path');

const site = JSON.parse(fs.readFileSync(path.join(__dirname, 'site.json'), 'utf8'));

module.exports = { docs: ['index', ...site.docs] };
