/** The OpenAI-compatible model backend (Ollama, vLLM, llama.cpp server, LM Studio, OpenAI): what a composition root needs. */
export { OpenAiModelProvider, openAiShared, DEFAULT_OPENAI_CONCURRENCY, DEFAULT_REQUEST_TIMEOUT_MS, type OpenAiProviderOptions, type OpenAiShared } from './provider.js';
export { OPENAI_COMPATIBLE_V1, openAiCatalog, openAiOperations, type OpenAiCatalogOptions } from './catalog.js';
export { STRUCTURED_MODES, type StructuredMode, type StructuredSetting } from './chat-model.js';
