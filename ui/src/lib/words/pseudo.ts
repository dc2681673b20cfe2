// The pseudo-language's catalogue: English's messages dressed (./dress.mjs).
// Its own chunk, loaded only when the system's locale asks for it (en-XA,
// qps-ploc).
import { english, type Catalogue } from "./catalogue";
import { dressCatalogue } from "./dress.mjs";

export const pseudo: Catalogue = dressCatalogue(english);
