import { mount } from "svelte";
import App from "./App.svelte";
import { askAtStart, settleAtStart } from "./lib/start";
import { speakAtStart } from "./lib/words/speak";
import { chooseFonts } from "./lib/window/fonts";
import "./app.css";

const target = document.getElementById("app");
if (!target) throw new Error("missing #app element");

// The first render is the game in the players' language (no English flash,
// no empty board first): the language, the settings and the game are asked
// for together and the page mounts once they have come. No top-level await:
// a language's chunk imports this script's chunk, which must have finished
// evaluating for that import to settle.
const first = askAtStart();
chooseFonts(document.documentElement, navigator.userAgent);
void Promise.all([speakAtStart(first), settleAtStart(first)]).then(() => mount(App, { target }));
