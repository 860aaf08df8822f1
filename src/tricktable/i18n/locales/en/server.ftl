### What the server tells a person about itself (the web's sockets and API).

## Its game store cannot take a write now (locked by another program, read-only, full): the request was not carried out
store-unavailable = the server cannot save right now, so nothing was changed: try again in a moment
