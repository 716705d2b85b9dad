"""Strategic games on a networkx map: A Game of Thrones (`agot/`) and Risk (`risk/`), hand-off and campaigns."""
