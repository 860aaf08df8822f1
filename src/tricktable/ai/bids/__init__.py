"""Learned bids (issue 23, item 5): a model of what bidding is worth against passing at a bidding decision, from
that seat's view only, and a bidder that bids where the model says bidding pays.

``features`` is the model's input (the seat's own cards, its place after the dealer and the public auction);
``model`` evaluates exported weights with NumPy alone; ``player`` bids with them; ``train`` fits the network with
PyTorch (the optional ``train`` extra). The data are ``tricktable train generate --study bids`` shards: pairs of
self-play hands that differ only in one bid or pass."""
