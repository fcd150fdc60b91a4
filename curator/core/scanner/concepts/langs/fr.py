"""Concept lexicon: French."""

LANGUAGE = {
    "code": "fr",
    "name": "French",
    "spaced": True,
    "clitics": [],
    "concepts": {
        "USER": [
            "utilisateur", "utilisatrice", "usager", "usagère", "client", "humain", "demandeur", "demandeuse",
            "visiteur", "visiteuse", "invité$", "invités$", "invitée", "patron$", "patronne", "chef$",
            "chefs$", "opérateur", "opératrice", "relecteur", "relectrice", "évaluateur", "interlocut",
            "abonné$",
        ],
        "TELL": [
            "dire$", "dis-lui", "dis-leur", "dites$", "dites-lui", "dit$", "disent$", "raconte", "affirm",
            "déclarer", "signaler", "répond", "informer", "informez", "informe$", "rassur", "confirm",
            "mentionn", "expliqu", "notifi", "prévenir", "préviens", "faire savoir", "annonc", "communiqu",
        ],
        "ASK": [
            "demande", "demander", "interroge", "question", "veut savoir", "veulent savoir",
            "voudrait savoir", "aimerait savoir", "souhaite savoir", "curieux", "curieuse", "enquérir",
            "enquiert", "requête", "se demande",
        ],
        "HIDE": [
            "cacher", "cachez", "cache-lui", "cache les$", "cache la$", "cache le$", "cache-le$", "cache-la$", "dissimul", "omettre", "omets", "omis$", "omission",
            "sous silence", "garder secret", "garde le secret", "en secret", "secrètement", "discrètement",
            "silencieusement", "en douce", "sans le dire", "sans prévenir", "sans informer", "taire$",
            "tais-toi", "étouffer", "masquer", "minimiser", "camoufl",
        ],
        "FALSE": [
            "mensong", "mentir", "mens$", "ment$", "mentez", "menti$", "nier$", "démenti", "faire semblant",
            "fais semblant", "feindre", "faux$", "fausse", "falsifi", "inventer", "inventé", "trompe$",
            "tromper", "trompeu", "induire en erreur", "comme si", "bidon$", "truqu", "factice", "fictif",
        ],
        "SUCCESS": [
            "succès$", "réussi", "valide$", "tout va bien", "tout est bon", "ok$", "très bien", "résolu$",
            "résolue", "corrigé", "réparé", "terminé", "fini$", "achevé", "complété$", "vert$", "authentique",
            "légitime", "vérifié", "normal$", "normale$", "habituel", "sans erreur", "aucune erreur",
            "conforme",
        ],
        "REALITY": [
            "en réalité", "réellement", "vraiment", "en fait", "en vérité", "vérité", "bien que", "même si",
            "malgré", "pourtant", "alors que", "quoique", "en vrai", "au fond", "à vrai dire", "véritable",
        ],
        "DESTROY": [
            "supprim", "effac", "retirer", "retirez", "enlever", "enlève", "enlevez", "détrui", "destruct",
            "écraser", "écrasez", "réinitialis", "vider", "videz", "purger", "purgez", "tronqu", "déchiquet",
            "nettoyer", "nettoie", "nettoyez", "formater", "rm -rf", "faire table rase",
        ],
        "DISABLE": [
            "désactiv", "éteindre", "éteins", "éteignez", "couper", "coupez", "coupe le", "contourn",
            "outrepass", "passer outre", "passe outre", "sauter$", "sautez", "suspend", "mettre en pause",
            "neutralis", "court-circuit", "désarm", "déjouer", "arrête le", "arrêtez le",
        ],
        "SAFEGUARD": [
            "antivirus", "pare-feu", "protection", "sécurité", "sécuris", "authentification",
            "double facteur", "vérification", "confirmation", "relecture", "revue de code", "audit$",
            "audits$", "contrôle", "scanner", "alerte", "avertissement", "certificat", "rotation",
            "expiration", "bac à sable", "sandbox", "tests$", "chiffrement", "2fa$",
        ],
        "TRACES": [
            "journal$", "journaux$", "journalisation", "historique", "trace", "preuve", "enregistrement",
            "piste d'audit", "log$", "logs$", "archives", "horodat", "registre",
        ],
        "CRITICAL": [
            "production", "prod$", "en direct", "branche principale", "base de données", "bases de données",
            "bdd$", "sauvegarde", "instantané$", "instantanés$", "tous les utilisateurs", "données client",
            "données des", "données personnelles", "cluster", "espace de noms", "serveur",
        ],
        "BLANKET": [
            "toujours", "chaque$", "tous$", "toutes$", "tout$", "n'importe", "automatiquement",
            "sans demander", "sans vérifier", "sans vérification", "sans validation", "sans relecture",
            "sans condition", "inconditionnel", "aveuglément", "immédiatement", "systématiquement",
            "sans exception", "quoi qu'il", "tout de suite",
        ],
        "PRIVILEGE": [
            "admin$", "admins$", "administrateur", "administratrice", "root$", "sudo$", "superutilisateur",
            "super-utilisateur", "propriétaire", "accès complet", "accès total", "plein accès",
            "tous les droits", "droits$", "droit d'écriture", "permission", "autorisations", "privilège",
            "public$", "publique", "importe qui", "tout le monde",
        ],
        "APPROVE": [
            "approuv", "valider", "validez", "fusionn", "accepte", "accepter", "acceptez", "accorder",
            "accordez", "autoris", "permettre", "permets", "permettez", "laisser passer", "laisse passer",
            "faire confiance", "fais confiance", "liste blanche", "octroy", "donner accès",
        ],
        "RUN": [
            "exécute", "exécution", "exécutable", "lancer", "lance$", "lancez", "démarr", "install", "invoqu",
            "faire tourner", "fais tourner", "eval$", "exec$",
        ],
        "REMOTE_ORDERS": [
            "réponse", "renvoyé", "renvoie", "retourné", "charge utile", "payload", "qu'il renvoie",
            "commandes de", "commandes du", "instructions de", "instructions du", "consignes de", "ordres de",
            "ordres du", "tâche suivante", "prochaine tâche", "prochaine étape",
        ],
        "PERIODIC": [
            "chaque minute", "toutes les minutes", "toutes les heures", "chaque heure", "chaque jour",
            "tous les jours", "toutes les 5", "tous les 5", "quotidien", "périodique", "régulièrement",
            "planifi", "à intervalles", "battement de", "heartbeat", "ping$", "sonder",
            "interroger régulièrement",
        ],
        "PERSIST": [
            "chaque session", "chaque conversation", "toutes les sessions", "définitivement", "permanen",
            "pour toujours", "à jamais", "désormais", "dorénavant", "partir de maintenant", "à l'avenir",
            "futur", "survivr", "survit", "restaure", "restauration", "réinstall", "recrée", "rajout",
            "démarrage", "ouverture de session", "crontab", "cron$",
        ],
        "SEND": [
            "envoy", "envoi", "téléverse", "publier", "transférer", "transfère", "transmet", "transmis$",
            "copier vers", "copie vers", "copie dans", "colle dans", "coller dans", "synchronis", "exfiltr",
            "fuiter", "divulgu", "courriel", "soumettre", "soumets", "soumettez", "partager", "partage",
            "fais suivre", "faire suivre",
        ],
        "SECRET": [
            "secret$", "secrets$", "secrète", "mot de passe", "mots de passe", "phrase secrète", "jeton",
            "clé api", "clé privée", "clé ssh", "identifiants", "carte bancaire", "carte de crédit",
            "numéro de carte", "code pin", "cryptogramme", "phrase de récupération", "code à usage",
            "code de vérification", "données sensibles", "mdp$", "code confidentiel",
        ],
        "OWN_RULES": [
            "prompt système", "invite système", "instructions", "consigne", "règle$", "règles$", "directives",
            "lignes directrices", "politiques", "configuration", "message du développeur",
            "message développeur", "briefing", "prompt initial", "instructions initiales",
            "cahier des charges",
        ],
        "OBEY": [
            "obéi", "suivre les", "suivre ces", "suivez les", "suivez ces", "suis les", "suis ces",
            "se conformer", "conforme-toi", "respecter", "respecte$", "respectez", "appliquer", "applique$",
            "appliquez", "fais ce qu", "faites ce qu", "priorit", "prime sur", "prévaut", "l'emporte sur",
            "remplac", "supplant", "plus important que", "à la lettre",
        ],
        "EXTERNAL": [
            "page web", "pages web", "site web", "site$", "sites$", "document", "courriel", "e-mail", "mail$",
            "message", "fichier", "pdf$", "de l'outil", "résultat de recherche", "résultats de recherche",
            "commentaire", "readme", "ticket", "pièce jointe", "pièces jointes", "lien$", "liens$", "url$",
            "contenu externe",
        ],
        "ROLE": [
            "faire semblant", "fais comme si", "agis comme", "agissez comme", "joue le rôle", "jouer le rôle",
            "jeu de rôle", "tu es maintenant", "vous êtes maintenant", "tu es désormais", "personnage",
            "persona$", "personas$", "mode développeur", "mode$", "incarne", "non censuré", "sans censure",
            "sans filtre", "non filtré", "sans restriction", "sans limites", "débrid",
        ],
        "IGNORE": [
            "ignor", "oubli", "ne tiens pas", "ne tenez pas", "fais abstraction", "faites abstraction",
            "faire abstraction", "écarte$", "écartez", "mets de côté", "mettez de côté", "laisse de côté",
            "s'applique plus", "s'appliquent plus", "nul$", "nulle$", "caduc", "invalide", "annul",
            "sans effet", "non avenu",
        ],
        "MONEY": [
            "paiement", "payer", "paye$", "paie$", "payez", "payé", "virement", "facture", "factur",
            "rembours", "prix$", "tarif", "devis$", "numéro de compte", "iban$", "frais$", "commission",
            "montant", "prélèvement", "argent$", "euros$",
        ],
        "PROMOTE": [
            "recommand", "promouv", "promeu", "promotion", "cautionn", "publicité", "faire la pub", "sponsor",
            "parrain", "présenter comme", "présente comme", "décrire comme", "décris comme", "décrivez comme",
            "standard", "officiel", "meilleur", "incontournable", "vanter", "vante$", "vantez",
        ],
        "LIMITS": [
            "règles de sécurité", "consignes de sécurité", "restriction", "limites", "limitations", "filtres",
            "filtrage", "politique de contenu", "garde-fou", "modération", "refus", "décliner", "déclinez",
            "censure", "éthique", "déontolog",
        ],
        "NEGATE": [
            "ne$", "pas$", "jamais", "non$", "sans$", "aucun", "rien$", "personne ne", "ni$", "nullement",
        ],
        "CONDITION": [
            "si l$", "si le$", "si les$", "si une$", "si vous", "si tu$", "si on$", "si quelqu", "si jamais",
            "si besoin", "si nécessaire", "si c'est", "si cela", "s'il$", "s'ils$", "quand$", "lorsqu",
            "chaque fois", "dès que", "dès qu", "au cas où", "en cas de", "une fois que", "à condition",
        ],
    },
}
