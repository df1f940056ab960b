# Mage Knight: the words printed on cards the browser draws (the catalog hint).
mk-card-wound-text = A Wound: no effect. It only takes room in your hand; heal to throw it away.
