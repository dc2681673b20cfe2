import { mount } from "svelte";
import App from "./App.svelte";
import { speakAtStart } from "./lib/words/speak";
import "./app.css";

const target = document.getElementById("app");
if (!target) throw new Error("missing #app element");

// The first paint is in the players' language: no English flash first.
await speakAtStart();

export default mount(App, { target });
