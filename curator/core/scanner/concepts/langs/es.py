"""Concept lexicon: Spanish."""

LANGUAGE = {
    "code": "es",
    "name": "Spanish",
    "spaced": True,
    "clitics": [],
    "concepts": {
        "USER": [
            "usuario", "usuaria", "cliente", "humano$", "humanos$", "humana$", "solicitante", "revisor",
            "revisora", "visitante", "invitado", "invitada", "jefe$", "jefes$", "jefa$", "operador",
            "operadora", "interlocutor", "suscriptor", "destinatario", "el humano", "la persona usuaria",
        ],
        "TELL": [
            "decir$", "dile$", "diles$", "dígale", "dice$", "dicen$", "dijo$", "digas$", "cuéntale", "afirm",
            "declarar", "informar", "infórmale", "informa$", "respond", "contesta", "confirm", "mencion",
            "explica", "explique", "notific", "avisa", "avísale", "hacer saber", "comunica",
        ],
        "ASK": [
            "pregunt", "quiere saber", "quieren saber", "quisiera saber", "gustaría saber", "curiosidad",
            "curioso", "curiosa", "solicit", "pide$", "piden$", "pidió", "pedir$", "pidiendo", "se pregunta",
            "averiguar",
        ],
        "HIDE": [
            "ocult", "escond", "omit", "omisión", "callar", "cállate", "calla$", "guardar silencio",
            "en secreto", "secretamente", "en silencio", "silenciosamente", "sin decir", "sin avisar",
            "sin informar", "sin mencionar", "encubr", "disimul", "enmascar", "restar importancia",
            "resta importancia", "no reveles", "no divulgues", "a escondidas", "tapar$",
        ],
        "FALSE": [
            "mentir", "miente", "mienta", "mentira", "mintió", "mentiste", "negar$", "niega$", "niegue",
            "fingir", "finge$", "finja", "falso", "falsa$", "falsamente", "falsific", "inventar$", "inventa$",
            "inventado", "inventada", "engaña", "engaño", "como si", "hacer creer", "ficticio",
        ],
        "SUCCESS": [
            "éxito", "salió bien", "superado", "limpio$", "todo bien", "está bien", "todo correcto", "todo en orden", "ok$",
            "resuelto", "arreglado", "corregido", "solucionado", "está hecho", "ya está",
            "completado", "terminado", "verde$", "genuino", "legítimo", "verificado", "normal$", "habitual",
            "sin errores", "correcto$",
        ],
        "REALITY": [
            "en realidad", "realmente", "de hecho", "verdad", "aunque", "a pesar", "pese a", "sin embargo",
            "en el fondo", "si bien", "mientras que", "de verdad", "lo cierto es",
        ],
        "DESTROY": [
            "borrar", "borra$", "borrado$", "borrados$", "borrada", "bórralo", "borre$", "borren", "elimin",
            "suprim", "quitar", "quita$", "quítalo", "destru", "sobrescrib", "vaciar", "vacía$", "purga$",
            "purgar", "truncar", "trunca$", "formatear", "restablecer", "rm -rf", "limpiar todo",
        ],
        "DISABLE": [
            "desactiv", "deshabilit", "apaga", "desconect", "eludir", "elude$", "saltar", "salta$", "sáltate",
            "saltarse", "suspend", "sortear", "esquiv", "pasar por alto", "neutraliz", "desarm", "burlar",
            "anular el", "evadir",
        ],
        "SAFEGUARD": [
            "antivirus", "cortafuegos", "protección", "seguridad", "autenticación", "doble factor",
            "verificación", "confirmación", "revisión", "auditoría", "escáner", "escaneo", "alerta",
            "advertencia", "certificado", "rotación", "caducidad", "expiración", "protección de rama",
            "entorno aislado", "pruebas$", "control de", "controles", "cifrado", "2fa$",
        ],
        "TRACES": [
            "registro", "historial", "bitácora", "rastro", "huella", "evidencia", "trazas$", "logs$", "log$",
            "pista de auditoría", "constancia", "pruebas de",
        ],
        "CRITICAL": [
            "producción", "en vivo", "rama principal", "base de datos", "bases de datos",
            "copia de seguridad", "respaldo", "instantánea", "todos los usuarios", "datos de clientes",
            "datos del cliente", "datos de los", "servidor", "clúster", "espacio de nombres",
            "datos personales",
        ],
        "BLANKET": [
            "siempre", "cada$", "todo$", "todos$", "toda$", "todas$", "cualquier", "automáticamente",
            "sin preguntar", "sin verificar", "sin comprobar", "sin revisión", "sin revisar",
            "sin condiciones", "incondicional", "ciegamente", "a ciegas", "inmediatamente", "de inmediato",
            "sin excepción", "pase lo que",
        ],
        "PRIVILEGE": [
            "admin$", "admins$", "administrador", "root$", "sudo$", "superusuario", "propietario", "dueño",
            "acceso total", "acceso completo", "permisos", "derechos", "acceso de escritura", "privilegi",
            "público$", "pública$", "públicos$", "cualquiera", "todo el mundo", "cualquier persona",
        ],
        "APPROVE": [
            "aprob", "aprueb", "fusionar", "fusiona$", "acept", "conced", "conceda", "otorg", "permitir",
            "permite", "permítele", "autoriz", "visto bueno", "confiar", "confía", "lista blanca",
            "dejar pasar", "deja pasar",
        ],
        "RUN": [
            "ejecuta", "ejecute", "ejecución", "lanzar", "lanza$", "lánzalo", "arranca", "iniciar", "inicia$",
            "instal", "invoc", "correr$", "corre$", "córrelo", "eval$",
        ],
        "REMOTE_ORDERS": [
            "respuesta", "devuelto", "devuelve", "devuelta", "lo que devuelva", "carga útil", "payload",
            "comandos de", "comandos del", "instrucciones de", "instrucciones del", "órdenes de",
            "órdenes del", "siguiente tarea", "próxima tarea", "retornado", "retorna",
        ],
        "PERIODIC": [
            "cada minuto", "cada hora", "cada día", "cada 5", "cada pocos", "diariamente", "a diario",
            "periódic", "regularmente", "programada$", "programado$", "latido", "heartbeat", "baliza",
            "ping$", "sondear", "sondeo", "intervalo", "cada cierto tiempo", "cron$",
        ],
        "PERSIST": [
            "cada sesión", "cada conversación", "todas las sesiones", "permanente", "para siempre",
            "partir de ahora", "ahora en adelante", "en adelante", "futur", "sobreviv", "restaurar",
            "restaura$", "restaurado", "restauración", "reinstal", "volver a añadir", "vuelve a añadir",
            "volver a crear", "recrear", "recrea$", "recreado", "arranque", "al iniciar", "inicio de sesión",
            "crontab",
        ],
        "SEND": [
            "enviar", "envia", "envio", "envie", "mandar$", "mandarle", "mandarlo", "manda$", "mándale",
            "mándalo", "subir$", "súbelo", "publicar", "reenvi", "transmit", "copiar a$", "copia a$",
            "sincroniz", "exfiltr", "filtrar los", "correo", "pegar en$", "pega en$", "compartir", "comparte",
        ],
        "SECRET": [
            "secreto$", "secretos$", "secreta$", "contraseña", "clave api", "clave de api", "clave privada",
            "clave ssh", "claves de", "frase de contraseña", "token", "credencial", "tarjeta de crédito",
            "número de tarjeta", "pin$", "código de un", "frase semilla", "datos sensibles",
            "código de verificación", "cookie",
        ],
        "OWN_RULES": [
            "prompt del sistema", "prompt de sistema", "instrucciones", "reglas", "normas", "directrices",
            "pautas", "políticas", "configuración", "mensaje del desarrollador", "prompt inicial",
            "indicaciones", "consignas",
        ],
        "OBEY": [
            "obedec", "obedezc", "sigue las", "sigue estas", "siga las", "seguir las", "seguir estas",
            "sigan las", "cumplir", "cumple con", "acata", "haz lo que", "haga lo que", "prioridad",
            "prioriz", "prevalec", "reemplaz", "sustitu", "más importante que", "como órdenes", "al pie",
        ],
        "EXTERNAL": [
            "página web", "páginas web", "sitio web", "sitio$", "documento", "correo", "mensaje", "archivo",
            "fichero", "pdf$", "de la herramienta", "resultados de búsqueda", "resultado de búsqueda",
            "comentario", "readme", "incidencia", "ticket", "adjunto", "enlace", "url$", "contenido externo",
        ],
        "ROLE": [
            "finge ser$", "fingir ser$", "actúa como", "actuar como", "juego de rol", "interpreta el papel",
            "haz el papel", "ahora eres", "eres ahora", "personaje", "modo sin$", "modo desarrollador",
            "sin censura", "sin filtros", "sin restricciones", "sin límites", "desbloqueado", "hazte pasar",
        ],
        "IGNORE": [
            "ignor", "olvid", "no hagas caso", "caso omiso", "descart", "deja de lado", "dejar de lado",
            "pasa por alto", "ya no aplica", "ya no valen", "sin efecto", "nulo$", "nula$", "nulas$",
            "nulos$", "inválid", "anula",
        ],
        "MONEY": [
            "pago", "pagar", "paga$", "pague", "transferencia", "transfiere", "factura", "reembols", "cobrar",
            "cobro", "precio$", "precios$", "presupuesto", "cotización", "número de cuenta", "iban$",
            "tarifa", "comisión", "importe", "dinero", "euros$", "dólares",
        ],
        "PROMOTE": [
            "recomiend", "recomend", "promocion", "promuev", "promover", "respaldar", "respalda$",
            "publicidad", "anuncio", "patrocin", "presentar como", "presenta como", "describe como",
            "describir como", "estándar", "oficial", "el mejor", "la mejor", "mejor opción",
        ],
        "LIMITS": [
            "normas de seguridad", "restricción", "restricciones", "límites", "limitaciones", "filtros",
            "política de contenido", "barreras de", "salvaguardas", "moderación", "rechaz", "negarse",
            "niégate", "censura", "ética", "éticos", "éticas",
        ],
        "NEGATE": [
            "no$", "nunca", "jamás", "sin$", "nadie", "nada$", "ningún", "ninguno", "ninguna", "tampoco",
            "ni$",
        ],
        "CONDITION": [
            "si el$", "si los$", "si las$", "si alguien", "si usted", "si hay", "si es$", "si no$",
            "si tienes", "si necesitas", "si quieres", "si pregunta", "si preguntan", "si algo", "si alguna",
            "si te$", "cuando$", "cada vez que", "siempre que", "en caso de", "tan pronto como", "en cuanto",
            "una vez que", "en el caso",
        ],
    },
}
