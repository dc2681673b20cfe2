#!/usr/bin/env node
// Compiles ui/messages/ into ui/src/lib/paraglide/ with the options Vite
// uses (ui/paraglide.options.mjs): for svelte-check and tsc, which run
// before any Vite build.
import { compile } from "@inlang/paraglide-js";
import { paraglideOptions } from "../ui/paraglide.options.mjs";

await compile(paraglideOptions);
