// Defaults that both the action's inputs and the CLI's flags name, in a module of their own:
// reading the inputs must not load the engine (the post phase never hashes a page).
export const DEFAULT_CONTENT_SELECTOR = 'main, [role=main], article, body'
