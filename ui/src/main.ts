import { mount } from "svelte";
import App from "./App.svelte";
import { askAtStart } from "./lib/start";
import { speakAtStart } from "./lib/words/speak";
import "./app.css";

const target = document.getElementById("app");
if (!target) throw new Error("missing #app element");

// The first paint is in the players' language (no English flash first);
// the game is asked for at the same moment, not after the mount. No
// top-level await: a language's chunk imports this script's chunk, which
// must have finished evaluating for that import to settle.
void speakAtStart(askAtStart()).then(() => mount(App, { target }));
