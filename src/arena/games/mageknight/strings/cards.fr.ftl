# Mage Knight : les mots imprimés sur les cartes que le navigateur dessine (l'indice catalog).
mk-card-wound-text = Une Blessure : aucun effet. Elle encombre la main ; soignez-vous pour la défausser définitivement.
