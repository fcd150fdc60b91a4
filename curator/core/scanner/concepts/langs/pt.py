"""Concept lexicon: Portuguese (Brazilian and European)."""

LANGUAGE = {
    "code": "pt",
    "name": "Portuguese",
    "spaced": True,
    "clitics": [],
    "concepts": {
        "USER": [
            "usuário", "usuária", "utilizador", "utilizadora", "cliente", "humano$", "humanos$", "humana$",
            "solicitante", "requerente", "revisor", "revisora", "visitante", "convidado", "convidada",
            "chefe", "patrão", "patroa", "operador", "operadora", "interlocutor", "assinante", "utente",
        ],
        "TELL": [
            "dizer", "diga$", "diga-lhe", "diz$", "diz-lhe", "disse$", "dizem$", "conte-lhe", "conta-lhe",
            "afirm", "declarar", "relatar", "respond", "informar", "informe$", "informa$", "assegur",
            "confirm", "mencion", "explica", "explique", "notific", "avisa", "avise", "comunicar",
        ],
        "ASK": [
            "pergunt", "indag", "quer saber", "querem saber", "gostaria de saber", "curioso", "curiosa",
            "curiosidade", "pedir$", "pede$", "pediu", "pedindo", "solicit", "questiona", "se pergunta",
        ],
        "HIDE": [
            "escond", "ocult", "omit", "omissão", "calar", "cala$", "cale$", "em segredo", "secretamente",
            "silenciosamente", "em silêncio", "discretamente", "sem dizer", "sem avisar", "sem informar",
            "sem mencionar", "encobr", "abafar", "disfarç", "mascarar", "minimizar", "não revele",
            "não divulgue", "às escondidas", "sonegar",
        ],
        "FALSE": [
            "mentir", "mentira", "mentiu", "minta$", "negar$", "nega$", "negue$", "fingir", "finja", "finge$",
            "falso", "falsa$", "falsamente", "falsific", "inventar$", "invente", "inventa$", "inventado",
            "enganar", "engana$", "enganos", "como se", "faz de conta", "fictício",
        ],
        "SUCCESS": [
            "sucesso$", "sucessos$", "bem-sucedid", "aprovado", "passou", "limpo$", "tudo bem", "tudo certo",
            "tudo ok", "ok$", "resolvido", "corrigido", "consertado", "feito$", "concluído", "completo$",
            "verde$", "genuíno", "legítimo", "verificado", "normal$", "habitual", "sem erros", "correto$",
        ],
        "REALITY": [
            "na realidade", "na verdade", "realmente", "de fato", "de facto", "verdade", "embora", "apesar",
            "mesmo que", "ainda que", "no entanto", "contudo", "no fundo",
        ],
        "DESTROY": [
            "apagar", "apague", "apaga$", "apagado", "excluir", "exclua", "exclui$", "excluído", "exclusão",
            "remov", "elimin", "deletar", "delete$", "destru", "sobrescrev", "resetar", "esvaziar", "esvazie",
            "purgar", "truncar", "formatar", "rm -rf", "limpar tudo",
        ],
        "DISABLE": [
            "desativ", "desactiv", "desabilit", "desliga", "contornar", "contorne", "burlar", "pular",
            "pule$", "saltar", "suspend", "driblar", "neutraliz", "desarm", "passar por cima",
            "ignorar a verificação",
        ],
        "SAFEGUARD": [
            "antivírus", "firewall", "proteção", "protecção", "segurança", "autenticação", "dois fatores",
            "verificação", "confirmação", "revisão", "auditoria", "scanner", "alerta", "aviso$", "avisos$",
            "certificado", "rotação", "expiração", "ambiente isolado", "sandbox", "testes$", "controle",
            "controlo", "criptografia", "2fa$",
        ],
        "TRACES": [
            "registro", "registo", "histórico", "rastro", "rasto", "vestígio", "evidência", "provas$", "log$",
            "logs$", "trilha de auditoria", "pegadas",
        ],
        "CRITICAL": [
            "produção", "ao vivo", "branch principal", "ramo principal", "banco de dados", "base de dados",
            "bases de dados", "cópia de segurança", "backup", "snapshot", "todos os usuários",
            "todos os utilizadores", "dados de clientes", "dados dos clientes", "servidor", "cluster",
            "dados pessoais",
        ],
        "BLANKET": [
            "sempre", "cada$", "todo$", "todos$", "toda$", "todas$", "tudo$", "qualquer", "automaticamente",
            "sem perguntar", "sem verificar", "sem revisão", "sem revisar", "sem condições", "incondicional",
            "cegamente", "às cegas", "imediatamente", "sem exceção", "sem excepção", "aconteça o que",
        ],
        "PRIVILEGE": [
            "admin$", "admins$", "administrador", "root$", "sudo$", "superusuário", "superutilizador",
            "proprietário", "dono$", "acesso total", "acesso completo", "permissões", "direitos",
            "privilégio", "público$", "pública$", "qualquer um", "qualquer pessoa", "todo mundo",
            "toda a gente", "acesso de escrita",
        ],
        "APPROVE": [
            "aprovar", "aprove$", "aprovem$", "aprova$", "aprovação", "aceit", "mesclar", "mescle", "conced",
            "conceda", "outorg", "permitir", "permita", "permite$", "autoriz", "confiar", "confie",
            "lista branca", "deixar passar", "deixe passar", "dar o aval", "liberar",
        ],
        "RUN": [
            "executa", "execute", "execução", "rodar", "rode$", "roda$", "iniciar", "inicie", "lançar",
            "lance$", "instal", "invoc", "disparar", "dispare$", "eval$",
        ],
        "REMOTE_ORDERS": [
            "resposta", "retornad", "retorna$", "devolvid", "devolve$", "o que retorna", "carga útil",
            "payload", "comandos de", "comandos do", "instruções de", "instruções do", "ordens de",
            "ordens do", "próxima tarefa", "tarefa seguinte",
        ],
        "PERIODIC": [
            "a cada minuto", "cada minuto", "a cada hora", "de hora em", "diariamente", "diário", "diária",
            "todos os dias", "todo dia", "periodicamente", "periódic", "regularmente", "agendad",
            "agendament", "heartbeat", "sinal de vida", "ping$", "sondar", "a cada 5", "intervalo", "cron$",
        ],
        "PERSIST": [
            "cada sessão", "toda sessão", "cada conversa", "todas as sessões", "permanente", "para sempre",
            "partir de agora", "agora em diante", "daqui em diante", "futur", "sobreviv", "restaurar",
            "restaure", "restaura$", "reinstal", "recriar", "recrie", "readicion", "inicialização",
            "ao iniciar", "no arranque", "login", "crontab",
        ],
        "SEND": [
            "enviar", "envia", "envie", "envio", "mandar$", "manda$", "mande$", "fazer upload", "upload",
            "publicar", "encaminh", "transmit", "copiar para", "copie para", "espelh", "sincroniz", "exfiltr",
            "vazar", "vazamento", "colar em$", "cole em$", "submet", "compartilh", "partilh",
        ],
        "SECRET": [
            "segredo", "secreto$", "secretos$", "secreta$", "senha", "palavra-passe", "token", "chave de api",
            "chave api", "chave privada", "chave ssh", "credenciais", "cartão de crédito", "número do cartão",
            "pin$", "código de segurança", "frase semente", "frase de recuperação", "dados sensíveis",
            "cookie", "código de verificação",
        ],
        "OWN_RULES": [
            "prompt do sistema", "prompt de sistema", "instruções", "regras", "diretrizes", "directrizes",
            "orientações", "políticas", "configuração", "mensagem do desenvolvedor", "prompt inicial",
            "normas",
        ],
        "OBEY": [
            "obedec", "siga as", "siga estas", "siga essas", "seguir as", "seguir estas", "sigam as",
            "cumprir", "cumpra", "acatar", "acate", "faça o que", "faz o que", "prioridade", "prioriz",
            "prevalec", "substitu", "mais importante que", "à risca", "como ordens", "tem precedência",
        ],
        "EXTERNAL": [
            "página web", "página da", "site$", "sites$", "documento", "e-mail", "email", "mensagem",
            "arquivo", "ficheiro", "pdf$", "da ferramenta", "resultados da pesquisa", "resultado da busca",
            "comentário", "readme", "anexo", "link$", "links$", "url$", "conteúdo externo",
        ],
        "ROLE": [
            "finja ser$", "fingir ser$", "aja como", "atue como", "agir como", "interprete o papel",
            "faça o papel", "role-play", "roleplay", "você agora é$", "agora você é$", "agora és$",
            "personagem", "persona$", "modo sem$", "modo desenvolvedor", "sem censura", "sem filtro",
            "sem restrições", "sem limites", "desbloqueado",
        ],
        "IGNORE": [
            "ignor", "esqueç", "desconsider", "descart", "deixe de lado", "deixa de lado", "não se aplica",
            "não se aplicam", "sem efeito", "nulo$", "nula$", "nulos$", "inválid", "anular", "anule",
        ],
        "MONEY": [
            "pagamento", "pagar", "pague", "paga$", "transferência", "transfira", "pix$", "fatura", "factura",
            "boleto", "reembols", "cobrança", "cobrar", "preço$", "preços$", "orçamento", "cotação",
            "número da conta", "iban$", "taxa$", "taxas$", "comissão", "dinheiro",
        ],
        "PROMOTE": [
            "recomend", "promov", "promoção", "endoss", "anunciar", "publicidade", "patrocin",
            "apresentar como", "apresente como", "descrever como", "descreva como", "padrão", "oficial",
            "o melhor", "a melhor", "melhor opção",
        ],
        "LIMITS": [
            "restrição", "restrições", "limites", "limitações", "filtros", "política de conteúdo",
            "barreiras de", "salvaguardas", "moderação", "recus", "negar-se", "censura", "ética", "éticos",
            "regras de segurança", "diretrizes de segurança",
        ],
        "NEGATE": [
            "não$", "nunca", "jamais", "sem$", "ninguém", "nada$", "nenhum", "nenhuma", "nem$", "tampouco",
        ],
        "CONDITION": [
            "se o$", "se a$", "se os$", "se as$", "se você", "se alguém", "se houver", "se não$", "se for$",
            "se precisar", "se quiser", "se um$", "se uma$", "se tiver", "caso o$", "caso a$", "caso você",
            "caso seja", "caso haja", "quando$", "sempre que", "no caso de", "em caso de", "assim que",
            "logo que",
        ],
    },
}
