"""Build-time pieces, run by MkDocs: asset packing, worked-example fences, rendering."""
