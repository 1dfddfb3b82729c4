# El Explorador de codificación posicional en español. Traducido de en.ftl (el original);
# el glosario (glossary/es.md) fija los términos del campo. Cada { $nombre } es un valor que la
# página rellena: se conservan todos.

## Términos

-site-name = Explorador de codificación posicional

## La página

document-title = { $section } · { -site-name }
site-title = { -site-name }
site-description = Cómo saben los Transformers el orden de las palabras: la codificación posicional sinusoidal, calculada por un núcleo en C++/WebAssembly y explicada paso a paso.
site-tagline = Cómo sabe un Transformer el orden de las palabras: la codificación posicional sinusoidal, paso a paso.
skip-link = Saltar a la lección
contents-nav =
    .aria-label = Secciones de la lección
contents-heading = Contenido
pager-nav =
    .aria-label = Sección anterior y siguiente
site-footer = Cada número de esta página lo calcula en tu navegador un núcleo en C++ compilado a WebAssembly. No se envía nada a ningún sitio.
language-menu-label = Idioma
page-loading = Cargando el núcleo WebAssembly…
page-load-failed = No se pudo cargar el núcleo WebAssembly ({ $reason }). Comprueba la conexión y vuelve a intentarlo; esta página necesita un navegador con WebAssembly.
retry = Reintentar
section-announced = Sección { $index } de { $count }: { $title }
printed-from = Impreso desde { $link }
rounding-rule = Los números se redondean al alejarse del cero a 6 decimales (así, { $value } se imprime como { $example }), y un resultado que se redondea a cero se imprime sin signo menos.
section-loading = Cargando esta sección…

## Títulos de las secciones

title-why = ¿Por qué la posición?
title-formula = La fórmula
title-steps = Ejemplo resuelto
title-matrix = La matriz completa
title-proof = La prueba del desplazamiento relativo
title-rope = Codificación posicional rotatoria (RoPE)
title-similarity = La similitud solo depende del desfase
title-input = Sumarla a los embeddings de los tokens
title-learned = Fija frente a aprendida
title-train = Entrénalo tú
title-bias = Sesgos de posición relativa: ALiBi y T5
title-extension = Contextos más largos: interpolación, NTK y YaRN
title-conventions = Convenciones y trampas
title-practice = Práctica


## shell
# Messages of the page's shell and shared widgets (web/src/shell, web/src/kit): ids not beginning with a section's id. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## refusals
# Messages of the core's refusals and the store's checks, worded by the page. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## why
# Messages of section why. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## formula
# Messages of section formula. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## steps
# Messages of section steps. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## matrix
# Messages of section matrix. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## proof
# Messages of section proof. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## similarity
# Messages of section similarity. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## input
# Messages of section input. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## rope
# Messages of section rope. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## conventions
# Messages of section conventions. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## bias
# Messages of section bias. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## extension
# Messages of section extension. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## learned
# Messages of section learned. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
learned-lead = La codificación sinusoidal es una fórmula; la otra opción habitual es una tabla de vectores, una fila por posición, aprendida como cualquier otro peso.
learned-table-heading = ¿Qué tamaño tiene una tabla aprendida?
learned-table-intro = Una tabla aprendida tiene { $maxLen } filas de { $d } números cada una. Elige un modelo o escribe un tamaño:
learned-past-heading = Una posición más allá de { $maxLen }
learned-past-intro = Ahora pide una posición. Una tabla solo puede responder por las filas que tiene; la fórmula responde para cualquier número entero.
learned-extrapolation-title = Tener un valor no es extrapolar bien
learned-extrapolation = Tener un valor no es lo mismo que funcionar bien ahí. La fórmula da { $pe } para cualquier { $pos }, pero un modelo entrenado solo con secuencias hasta cierta longitud nunca ha visto los vectores de posiciones más largas, y nada garantiza que los use con sentido: en la práctica, los modelos con codificación sinusoidal suelen empeorar en secuencias más largas que las de su entrenamiento. «Definida en todas partes» es un hecho de la fórmula; «extrapola bien» sería una afirmación sobre un modelo entrenado.
learned-compare-heading = Todos los esquemas de esta página, uno junto a otro
learned-correction = Una corrección amable a algo que dicen algunos textos: a veces se cuenta T5 entre las tablas absolutas aprendidas, y a veces se dice que RoPE tiene parámetros aprendibles. T5 aprende en cambio sesgos de posición relativa, y RoPE no tiene parámetros aprendidos.
learned-sum-sinusoidal-where = Entrada: se suma a los embeddings de los tokens
learned-sum-sinusoidal-parameters = Ninguno: una fórmula
learned-sum-sinusoidal-kind = Absoluta (un vector por posición)
learned-sum-sinusoidal-beyond = Un valor en cada posición, pero vectores que el modelo nunca vio al entrenar; la calidad suele caer
learned-sum-sinusoidal-used = El Transformer original (Vaswani et al., 2017); el codificador de audio de Whisper
learned-sum-learned-where = Entrada: se suma a los embeddings de los tokens
learned-sum-learned-parameters = { $maxLen } × d, entrenados; BERT-base: 512 × 768 = { $count }
learned-sum-learned-kind = Absoluta (una fila por posición)
learned-sum-learned-beyond = Nada: no hay ninguna fila más allá de { $maxLen }
learned-sum-learned-used = BERT, GPT-2
learned-sum-rope-where = Consultas y claves: rotadas según la posición dentro de cada capa de atención
learned-sum-rope-parameters = Ninguno: rotaciones fijas
learned-sum-rope-kind = Relativa en la puntuación (q·k depende solo de clave − consulta)
learned-sum-rope-beyond = Los pares lentos alcanzan ángulos nunca vistos al entrenar; normalmente se estiran antes (ver «Contextos más largos»)
learned-sum-rope-used = RoFormer, GPT-J, GPT-NeoX, LLaMA
learned-sum-alibi-where = Puntuación de atención: un sesgo sumado antes del softmax
learned-sum-alibi-parameters = Ninguno: pendientes fijadas por una regla
learned-sum-alibi-kind = Relativa (solo la distancia)
learned-sum-alibi-beyond = La recta de penalización simplemente sigue: no hay nada nuevo que consultar
learned-sum-alibi-used = BLOOM, MPT
learned-sum-t5-where = Puntuación de atención: un sesgo sumado antes del softmax
learned-sum-t5-parameters = intervalos × cabezas, entrenados, compartidos por todas las capas de una pila; T5-base: 32 × 12 = { $count } por pila
learned-sum-t5-kind = Relativa (desfase agrupado en intervalos)
learned-sum-t5-beyond = Los desfases lejanos comparten el último intervalo: un único número aprendido para toda distancia larga
learned-sum-t5-used = T5, mT5, Flan-T5
learned-sum-none-where = En ninguna parte
learned-sum-none-parameters = Ninguno
learned-sum-none-kind = Ninguna de las dos: la atención ve un conjunto; una máscara causal aún permite a un decodificador inferir el orden
learned-sum-none-beyond = No hay término de posición que rebasar
learned-sum-none-used = Modelos de investigación (Haviv et al., 2022)
learned-col-scheme = esquema
learned-col-where = dónde entra la posición
learned-col-parameters = parámetros de posición
learned-col-kind = absoluta o relativa
learned-col-beyond = más allá de la longitud de entrenamiento
learned-col-used-in = se usa en
learned-summary-caption = Dónde pone cada esquema la posición, qué aprende y qué ocurre más allá de la longitud de entrenamiento.
learned-summary-label = Resumen de los esquemas de posición
learned-presets-label = Tamaños de tabla predefinidos
learned-field-max-len = { $maxLen } (filas)
learned-field-width = { $d } (anchura de cada fila)
learned-preset = { $model }: { $rows } × { $width }
learned-count-product = { $rows } × { $width } ={ " " }
learned-count-parameters = { $count ->
    [one] { $parameters } parámetro
   *[other] { $parameters } parámetros
}
learned-count-rest = { " " }({ $bytes } bytes en float32), todos entrenados. La codificación sinusoidal necesita 0.
learned-answer-table = Tabla aprendida:{ " " }
learned-answer-formula = Fórmula:{ " " }
learned-answer-missing = { $rows ->
    [1] solo la fila 0
   *[other] solo las filas 0 … { $last }
}. La posición { $pos } no tiene fila: no hay nada que consultar.
learned-answer-present = la posición { $pos } es la fila { $pos } de { $rows }; sus números son lo que el entrenamiento haya hecho de ellos (esta página no tiene ninguna tabla entrenada que mostrar).
learned-answer-value = { $pe } con { $d } está abajo, como en cualquier otra posición.{ $past ->
    [yes] { " " }Es un valor, pero no una promesa: mira la nota bajo la tabla.
   *[no] {""}
}
learned-pe-caption-first = Las primeras { $shown } de { $count } dimensiones. Redondeado a 6 decimales, la mitad lejos de cero.
learned-pe-caption = Redondeado a 6 decimales, la mitad lejos de cero.
learned-pe-col-dim = dimensión
learned-pe-col-fn = función
learned-pe-col-angle = ángulo = { $angle }
learned-pe-fn = { $fn } (par { $pair })



## train
# Messages of section train (the lab). Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## practice
# Messages of section practice, class sets and the SCORM launch page. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.

