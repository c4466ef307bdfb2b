// The action (action.yml: main and post). Written by scripts/bundle.mjs.
import { action } from './lastmod.js'

await action()
